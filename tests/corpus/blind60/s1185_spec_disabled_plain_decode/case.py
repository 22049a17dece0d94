import torch

ENTRY = "s1185_spec_disabled_plain_decode.model_runner:forward_step"


def inputs():
    input_ids = torch.tensor([4, 11, 2, 30])
    draft_tokens = torch.tensor([1, 2, 3, 4, 5, 6, 7, 8])
    return (input_ids, draft_tokens)
