from .configuration import EncoderConfig
from .outputs import BaseModelOutput, ModelOutput, SequenceClassifierOutput

__all__ = ["EncoderConfig", "BaseModelOutput", "ModelOutput", "SequenceClassifierOutput"]
