import torch

ENTRY = "s776_dp_lm_head_pad_global_len.logits_processor:compute_logits"


def inputs():
    hidden_states = torch.randn(5, 8)
    lm_head_weight = torch.randn(40, 8)
    global_num_tokens = torch.tensor([5, 7])
    return (hidden_states, lm_head_weight, global_num_tokens)
