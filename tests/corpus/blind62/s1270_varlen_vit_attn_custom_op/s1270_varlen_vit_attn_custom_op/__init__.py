from . import vision_ops  # noqa: F401  (registers torch.ops.corpus_s1270.*)
from .model import InternVisionModel, encode_pixels

__all__ = ["InternVisionModel", "encode_pixels"]
