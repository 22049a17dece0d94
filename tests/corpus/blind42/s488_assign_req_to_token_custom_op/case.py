import torch

ENTRY = "s488_assign_req_to_token_custom_op.prepare:prepare_extend_compiled"


def inputs():
    req_to_token = torch.zeros(4, 8, dtype=torch.int64)
    req_to_token[2, :2] = torch.tensor([7, 8])
    return (
        req_to_token,
        torch.tensor([2, 0]),           # req_pool_indices
        torch.tensor([2, 0]),           # prefix_lens
        torch.tensor([3, 2]),           # extend_lens
        torch.tensor([20, 21, 22, 30, 31]),  # out_cache_loc (packed)
    )
