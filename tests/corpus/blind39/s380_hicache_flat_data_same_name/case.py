import torch

from s380_hicache_flat_data_same_name.cache_controller import HiCacheController

ENTRY = "s380_hicache_flat_data_same_name.cache_controller:HiCacheController.reorder_device_prefix"


def inputs():
    ctrl = HiCacheController()
    ctrl.mem_pool_device.kv_buffer.normal_()
    return (ctrl, torch.tensor([9, 3, 17, 4]), torch.tensor([0, 1, 2, 3]))
