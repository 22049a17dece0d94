from .buckets import ASPECT_BUCKETS, nearest_bucket
from .encoder import BucketedPatchEncoder

__all__ = ["ASPECT_BUCKETS", "nearest_bucket", "BucketedPatchEncoder"]
