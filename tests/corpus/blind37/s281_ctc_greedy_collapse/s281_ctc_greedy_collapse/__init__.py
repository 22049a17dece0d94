from .model import CTCHead, greedy_decode_step

__all__ = ["CTCHead", "greedy_decode_step"]
