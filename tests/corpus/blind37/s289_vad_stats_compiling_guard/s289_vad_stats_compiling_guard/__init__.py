from .encoder import StreamingVADEncoder

__all__ = ["StreamingVADEncoder"]
