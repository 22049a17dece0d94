from .runner import VisionEncoderRunner, encode

__all__ = ["VisionEncoderRunner", "encode"]
