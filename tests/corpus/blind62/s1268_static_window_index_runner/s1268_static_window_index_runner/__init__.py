from .encoder_runner import StaticGridEncoderRunner, VisionRunnerConfig

__all__ = ["StaticGridEncoderRunner", "VisionRunnerConfig"]
