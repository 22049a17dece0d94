import torch

ENTRY = "s676_eagle3_aux_hidden_handoff_guarded.draft_step:prepare_draft_inputs"


def inputs():
    all_layer_hidden = torch.randn(6, 5, 8)
    accept_index = torch.tensor([0, 2, 3])
    verified_ids = torch.randint(0, 16, (5,))
    embed_weight = torch.randn(16, 8)
    return (all_layer_hidden, accept_index, verified_ids, embed_weight)
