"""Draft input preparation after verification."""
import torch
import torch.nn.functional as F

from .handoff import AuxHiddenHandoff, default_aux_layer_ids

NUM_TARGET_LAYERS = 6
HANDOFF = AuxHiddenHandoff(target_hidden=8, draft_hidden=8, aux_layer_ids=default_aux_layer_ids(NUM_TARGET_LAYERS))


@torch.compile(fullgraph=True, dynamic=False)
def prepare_draft_inputs(all_layer_hidden, accept_index, verified_ids, embed_weight):
    hidden = HANDOFF(all_layer_hidden, accept_index)
    embeds = F.embedding(verified_ids.index_select(0, accept_index), embed_weight)
    return torch.cat([embeds, hidden], dim=-1)
