from .settings import BUFFER_DEBUG, PAD_MULTIPLE
from .bucket_table import BucketTable
from .step import PaddedStep, padded_step

__all__ = ["BUFFER_DEBUG", "PAD_MULTIPLE", "BucketTable", "PaddedStep", "padded_step"]
