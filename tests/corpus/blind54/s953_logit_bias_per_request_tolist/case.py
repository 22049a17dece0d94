import torch

ENTRY = "s953_logit_bias_per_request_tolist.runner:compute_logits"


def inputs():
    hidden_states = torch.randn(2, 8)
    temperature = torch.tensor([0.7, 1.0])
    bias_token_ids = torch.tensor([3, 17, 42])
    bias_values = torch.tensor([2.0, -1.5, 0.5])
    bias_req_indices = torch.tensor([0, 0, 1])
    return (hidden_states, temperature, bias_token_ids, bias_values, bias_req_indices)
