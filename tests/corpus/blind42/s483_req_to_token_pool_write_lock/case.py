import torch

from s483_req_to_token_pool_write_lock.forward_batch import DecodeForwardBatch
from s483_req_to_token_pool_write_lock.memory_pool import ReqToTokenPool

ENTRY = "s483_req_to_token_pool_write_lock.decode_step:decode_step"


def inputs():
    pool = ReqToTokenPool(size=4, max_context_len=16)
    pool.req_to_token[:, :8] = torch.arange(32).view(4, 8)
    forward_batch = DecodeForwardBatch(
        input_ids=torch.tensor([1, 2, 3]),
        req_pool_indices=torch.tensor([0, 2, 3]),
        seq_lens=torch.tensor([5, 3, 8]),
        out_cache_loc=torch.tensor([40, 41, 42]),
        req_to_token_pool=pool,
    )
    return (torch.randn(3, 8), torch.randn(64, 8), forward_batch)
