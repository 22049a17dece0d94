from collections import Counter

import torch


@torch.library.custom_op("corpus_s908::apply_token_penalties", mutates_args=())
def apply_token_penalties(
    logits: torch.Tensor,
    output_ids: torch.Tensor,
    output_lens: torch.Tensor,
    repetition_penalty: float,
    frequency_penalty: float,
    presence_penalty: float,
) -> torch.Tensor:
    out = logits.clone()
    for i, (row, n) in enumerate(zip(output_ids.tolist(), output_lens.tolist())):
        counts = Counter(row[:n])
        if not counts:
            continue
        ids = torch.tensor(sorted(counts), dtype=torch.long, device=logits.device)
        freq = torch.tensor([counts[t] for t in sorted(counts)], dtype=logits.dtype, device=logits.device)
        vals = out[i, ids]
        vals = torch.where(vals > 0, vals / repetition_penalty, vals * repetition_penalty)
        vals = vals - frequency_penalty * freq - presence_penalty
        out[i, ids] = vals
    return out


@apply_token_penalties.register_fake
def _(logits, output_ids, output_lens, repetition_penalty, frequency_penalty, presence_penalty):
    return torch.empty_like(logits)
