import torch

from q009_paged_kv_debug_env_flag.attention import PagedAttention

ENTRY = "q009_paged_kv_debug_env_flag.attention:PagedAttention.forward"


def inputs():
    attn = PagedAttention()
    slot_mapping = torch.tensor([5, 10])          # last token of each sequence
    block_tables = torch.tensor([[0, 1], [2, 3]])  # 2 blocks of 4 slots per sequence
    context_lens = torch.tensor([6, 3])
    return (attn, torch.randn(2, 8), slot_mapping, block_tables, context_lens)
