from .backend import TorchNativeAttnBackend
from .forward_batch import ForwardBatch
from .runner import ModelRunner

__all__ = ["TorchNativeAttnBackend", "ForwardBatch", "ModelRunner"]
