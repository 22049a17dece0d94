from .loader import has_prebuilt_module
