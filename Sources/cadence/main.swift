import CadenceCLI
