"""FastSpeech2 variance adaptor (pitch / energy) + mel decoder."""
