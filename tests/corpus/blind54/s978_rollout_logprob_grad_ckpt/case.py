import torch

ENTRY = "s978_rollout_logprob_grad_ckpt.actor:compute_action_logprobs"


def inputs():
    sequences = torch.randint(0, 32, (2, 6))
    attention_mask = torch.ones(2, 6, dtype=torch.long)
    return (sequences, attention_mask)
