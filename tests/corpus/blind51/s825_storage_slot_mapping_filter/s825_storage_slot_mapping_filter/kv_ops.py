import torch


def extract_kv_from_layer(layer: torch.Tensor,
                          slot_mapping: torch.Tensor) -> torch.Tensor:
    """Gather the rows of a paged KV layer [2, num_blocks, block_size, H, D]
    addressed by ``slot_mapping``; padded slots are marked with -1."""
    num_pages, page_size = layer.shape[1], layer.shape[2]
    valid = slot_mapping >= 0
    if not valid.all():
        slot_mapping = slot_mapping[valid]
    flat = layer.reshape(2, num_pages * page_size, -1)
    return flat[:, slot_mapping, ...]


def inject_kv_into_layer(dst_layer: torch.Tensor, src_kv: torch.Tensor,
                         slot_mapping: torch.Tensor) -> None:
    num_pages, page_size = dst_layer.shape[1], dst_layer.shape[2]
    flat = dst_layer.reshape(2, num_pages * page_size, -1)
    flat[:, slot_mapping, ...] = src_kv
