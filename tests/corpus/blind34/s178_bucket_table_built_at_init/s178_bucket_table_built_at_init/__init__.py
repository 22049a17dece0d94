from .table import BucketTable
