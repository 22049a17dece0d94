from .sampling_batch_info import SamplingBatchInfo
from .sampler import SamplingHead, Sampler

__all__ = ["SamplingBatchInfo", "SamplingHead", "Sampler"]
