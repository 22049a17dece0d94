"""Host-side metadata kernels, registered as opaque ops so graphs can call them."""
import torch


@torch.library.custom_op("corpus_v009::compute_positions", mutates_args=())
def compute_positions(input_ids: torch.Tensor, prefix_lens: torch.Tensor, extend_lens: torch.Tensor) -> torch.Tensor:
    positions = torch.empty_like(input_ids)
    offset = 0
    for prefix, extend in zip(prefix_lens.tolist(), extend_lens.tolist()):
        positions[offset : offset + extend] = torch.arange(prefix, prefix + extend)
        offset += extend
    if offset != input_ids.shape[0]:
        raise ValueError(f"extend lens sum to {offset}, batch has {input_ids.shape[0]} tokens")
    return positions


@compute_positions.register_fake
def _(input_ids, prefix_lens, extend_lens):
    return torch.empty_like(input_ids)


@torch.library.custom_op("corpus_v009::last_token_indices", mutates_args=())
def last_token_indices(extend_lens: torch.Tensor) -> torch.Tensor:
    out, acc = [], -1
    for n in extend_lens.tolist():
        acc += n
        out.append(acc)
    return torch.tensor(out, dtype=torch.long, device=extend_lens.device)


@last_token_indices.register_fake
def _(extend_lens):
    return torch.empty_like(extend_lens)
