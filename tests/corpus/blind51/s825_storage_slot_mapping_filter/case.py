import torch

from s825_storage_slot_mapping_filter.metadata import SharedStorageConnectorMetadata

ENTRY = "s825_storage_slot_mapping_filter.runner:prefill_step"


def inputs():
    metadata = SharedStorageConnectorMetadata()
    metadata.add_request([11, 12, 13, 14, 15], [1, 2], block_size=4, is_store=True)
    return (torch.randn(4, 8), torch.tensor([4, 5, 6, 7]), metadata)
