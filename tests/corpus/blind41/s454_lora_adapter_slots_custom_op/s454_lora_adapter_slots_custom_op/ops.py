import torch


@torch.library.custom_op("blind41_s454::sgmv_lora", mutates_args=())
def sgmv_lora(
    x: torch.Tensor,
    slot_ids: torch.Tensor,
    lora_a: torch.Tensor,
    lora_b: torch.Tensor,
    scaling: float,
) -> torch.Tensor:
    # reference segmented gather-matmul: group tokens by adapter slot
    out = x.new_zeros(x.shape[0], lora_b.shape[1])
    slots = slot_ids.tolist()
    for slot in sorted(set(slots)):
        if slot == 0:
            continue
        rows = torch.tensor([i for i, s in enumerate(slots) if s == slot], dtype=torch.long)
        xs = x.index_select(0, rows)
        delta = (xs @ lora_a[slot].t()) @ lora_b[slot].t()
        out.index_copy_(0, rows, delta * scaling)
    return out


@sgmv_lora.register_fake
def _(x, slot_ids, lora_a, lora_b, scaling):
    return x.new_empty(x.shape[0], lora_b.shape[1])
