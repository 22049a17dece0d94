import torch

ENTRY = "m004_kv_pool_store_op.attention:compiled_attn"


def inputs():
    bs = 4
    loc = torch.arange(5, 5 + bs, dtype=torch.int64)
    req_to_token = torch.stack([torch.arange(1, 4), torch.arange(2, 5),
                                torch.arange(3, 6), torch.arange(6, 9)])
    return (torch.randn(bs, 8), torch.randn(bs, 8), torch.randn(bs, 8), loc, req_to_token)
