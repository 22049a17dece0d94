from .modeling import WhisperLikeEncoder, EncoderConfig
