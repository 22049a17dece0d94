from .step import sample_step

__all__ = ["sample_step"]
