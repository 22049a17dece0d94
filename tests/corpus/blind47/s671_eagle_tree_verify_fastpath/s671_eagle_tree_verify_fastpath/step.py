"""Target-side verify step of the EAGLE worker."""
import torch

from .tree import DEFAULT_TREE
from .verify import TreeVerifier

_VERIFIER = TreeVerifier(DEFAULT_TREE)


@torch.compile(fullgraph=True)
def eagle_verify_step(draft_tokens, target_hidden, lm_head_weight):
    logits = torch.matmul(target_hidden, lm_head_weight.t())
    out = _VERIFIER.verify(draft_tokens, logits)
    last_hidden = target_hidden.gather(
        1, out.accepted_nodes.gather(1, out.accept_length[:, None])[..., None].expand(-1, -1, target_hidden.shape[-1])
    )
    return out.accept_length, out.accepted_tokens, last_hidden.squeeze(1)
