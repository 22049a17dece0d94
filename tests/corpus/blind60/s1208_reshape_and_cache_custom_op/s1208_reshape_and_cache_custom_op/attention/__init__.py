from .paged_attn import PagedAttention
from .torch_sdpa import TorchSDPAMetadata, TorchSDPABackendImpl

__all__ = ["PagedAttention", "TorchSDPAMetadata", "TorchSDPABackendImpl"]
