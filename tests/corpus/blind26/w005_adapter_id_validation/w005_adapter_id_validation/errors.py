class AdapterNotLoadedError(RuntimeError):
    pass
