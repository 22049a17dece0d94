import torch

ENTRY = "v037_custom_op_packed_embed_scatter.step:prefill_embed_step"


def inputs():
    input_ids = torch.randint(0, 50, (12,))
    mm_embeds = torch.randn(5, 16)
    starts = torch.tensor([2, 8])
    lens = torch.tensor([3, 2])
    return (input_ids, mm_embeds, starts, lens)
