import torch

ENTRY = "s958_logit_bias_custom_op.model_runner:sample_logits"


def inputs():
    hidden_states = torch.randn(2, 8)
    temperatures = torch.tensor([0.8, 1.0])
    bias_req_indices = torch.tensor([0, 1, 1])
    bias_token_ids = torch.tensor([7, 3, 55])
    bias_values = torch.tensor([1.5, -2.0, 0.25])
    return (hidden_states, temperatures, bias_req_indices, bias_token_ids, bias_values)
