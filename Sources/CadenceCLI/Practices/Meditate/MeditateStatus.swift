import CadencePractice

extension MeditateApp {
  var liveStatus: LiveStatus? { practice.liveStatus }
}

extension MeditateLines {
  var liveStatus: LiveStatus? { practice.liveStatus }
}
