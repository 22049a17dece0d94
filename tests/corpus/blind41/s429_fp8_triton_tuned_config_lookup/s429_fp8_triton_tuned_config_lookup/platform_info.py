import torch


class Platform:
    def __init__(self):
        if torch.cuda.is_available():
            self._device_name = torch.cuda.get_device_name(0)
        else:
            self._device_name = "cpu"

    def get_device_name(self) -> str:
        return self._device_name


current_platform = Platform()
