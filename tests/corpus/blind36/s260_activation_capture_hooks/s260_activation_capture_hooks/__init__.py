from .capture import ActivationCapture
from .encoder import Encoder

__all__ = ["ActivationCapture", "Encoder"]
