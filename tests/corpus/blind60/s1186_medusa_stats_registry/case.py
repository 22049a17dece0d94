import torch

ENTRY = "s1186_medusa_stats_registry.spec_worker:compiled_worker"


def inputs():
    torch.manual_seed(0)
    hidden_states = torch.randn(4, 8)
    target_token_ids = torch.randint(0, 32, (4, 4))
    return (hidden_states, target_token_ids)
