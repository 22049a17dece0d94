import ctypes


class NVMLLib:
    def __init__(self, name: str = "libnvidia-ml.so.1"):
        self.name = name
        self._lib = None

    def lib(self):
        if self._lib is None:
            self._lib = ctypes.CDLL(self.name)
        return self._lib


NVML = NVMLLib()
