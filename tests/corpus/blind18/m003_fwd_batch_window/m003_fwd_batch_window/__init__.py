from .forward_batch_info import ForwardBatch, ForwardMode

__all__ = ["ForwardBatch", "ForwardMode"]
