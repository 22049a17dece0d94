import torch

ENTRY = "t015_custom_op_fake_under_triton.layer:compiled_attn"


def inputs():
    hidden = torch.randn(2, 16)
    block_tables = torch.tensor([[0, 1, 2], [3, 4, 5]], dtype=torch.int64)
    context_lens = torch.tensor([9, 5], dtype=torch.int64)
    return (hidden, block_tables, context_lens)
