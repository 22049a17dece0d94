import torch

from .spec_decode_metadata import SpecDecodeMetadata


def num_accepted_per_request(metadata: SpecDecodeMetadata, target_argmax: torch.Tensor) -> torch.Tensor:
    """Length of the accepted prefix of every request's draft (greedy)."""
    bs = metadata.batch_size
    num_draft = metadata.num_draft_tokens
    total = metadata.draft_token_ids.shape[0]
    req_idx = torch.repeat_interleave(torch.arange(bs, device=num_draft.device), num_draft, output_size=total)
    start = metadata.cu_num_draft_tokens - num_draft
    local_pos = torch.arange(total, device=num_draft.device) - start[req_idx]
    mismatch = metadata.draft_token_ids != target_argmax
    first_bad = torch.where(mismatch, local_pos, num_draft[req_idx])
    out = num_draft.clone()
    return out.scatter_reduce(0, req_idx, first_bad, reduce="amin", include_self=True)
