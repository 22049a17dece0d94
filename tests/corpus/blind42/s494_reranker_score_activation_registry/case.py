import torch

ENTRY = "s494_reranker_score_activation_registry.modeling:compiled"


def inputs():
    input_ids = torch.randint(0, 50, (3, 7))
    token_type_ids = torch.cat([torch.zeros(3, 4, dtype=torch.long), torch.ones(3, 3, dtype=torch.long)], dim=1)
    return (input_ids, token_type_ids)
