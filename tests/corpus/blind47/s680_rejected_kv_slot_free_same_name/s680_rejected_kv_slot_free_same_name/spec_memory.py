"""Memory management glue for speculative decoding."""
import torch

from .host_cache import HostKVMirror
from .kv_pool import TokenToKVPoolAllocator


class SpecMemoryManager:
    def __init__(self, pool_size: int = 64, num_draft_tokens: int = 4):
        self.num_draft_tokens = num_draft_tokens
        self.allocator = TokenToKVPoolAllocator(pool_size)
        self.host_mirror = HostKVMirror(pool_size)

    def release_rejected(self, out_cache_loc: torch.Tensor, accept_length: torch.Tensor):
        """out_cache_loc: [bs, num_draft_tokens] slots written during verify;
        accept_length: [bs] accepted draft tokens. Slots past the accepted prefix
        (+1 for the bonus token) are returned to the allocator."""
        steps = torch.arange(self.num_draft_tokens, device=out_cache_loc.device)
        keep = steps[None, :] <= accept_length[:, None]
        num_freed = self.allocator.free(out_cache_loc.flatten(), keep.flatten())
        kept_locs = torch.where(keep, out_cache_loc, 0)
        return kept_locs, num_freed

    def evict_to_host(self, device_indices: torch.Tensor) -> torch.Tensor:
        host_idx = self.host_mirror.backup(device_indices)
        self.allocator.free(device_indices, torch.zeros_like(device_indices, dtype=torch.bool))
        return host_idx


mem = SpecMemoryManager()
release = torch.compile(mem.release_rejected, fullgraph=True)
