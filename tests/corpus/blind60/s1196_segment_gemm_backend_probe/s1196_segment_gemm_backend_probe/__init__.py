from .segment_gemm import SegmentGEMMWrapper

__all__ = ["SegmentGEMMWrapper"]
