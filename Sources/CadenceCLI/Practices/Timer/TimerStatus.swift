import CadencePractice

extension TimerApp {
  var liveStatus: LiveStatus? { practice.liveStatus }
}

extension TimerLines {
  var liveStatus: LiveStatus? { practice.liveStatus }
}
