from .ntk import DynamicNTKRotary
from .runner import DecodeRunner
