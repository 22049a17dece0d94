from .features import StreamingLogMel, StreamingLogMelConfig
