import torch

from .errors import AdapterNotLoadedError


def check_adapter_ids(adapter_ids: torch.Tensor, loaded_slots: int) -> None:
    """Reject requests routed to slots that were evicted mid-step."""
    out_of_range = adapter_ids >= loaded_slots
    if out_of_range.any():
        raise AdapterNotLoadedError("request references an unloaded adapter slot")


def normalize_ids(adapter_ids: torch.Tensor, loaded_slots: int) -> torch.Tensor:
    check_adapter_ids(adapter_ids, loaded_slots)
    return adapter_ids.long()
